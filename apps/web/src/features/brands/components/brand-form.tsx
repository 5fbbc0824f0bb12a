import {
  type Brand,
  brandNameSchema,
  NO_PRINCIPAL_ID,
  type Principal,
  principalNameSchema,
} from '@backoffice/contracts/brands';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeavePageGuard } from '../../../components/ui/leave-page-guard';
import { showToast } from '../../../components/ui/toasts';
import { useMutateOnce } from '../../../components/ui/use-submit-once';
import { useBrandChoices } from '../api/list-brands';
import { usePrincipal } from '../api/get-principal';
import { usePrincipalChoices } from '../api/list-principals';
import { useSaveBrand } from '../api/save-brand';
import { useSavePrincipal } from '../api/save-principal';
import { describeBrandFailure, translateBrandMessage } from '../brand-messages';

export type BrandFormState =
  | { kind: 'brand'; mode: 'create'; principalId: number | null }
  | { kind: 'brand'; mode: 'edit'; brand: Brand }
  | { kind: 'principal'; mode: 'create' }
  | { kind: 'principal'; mode: 'edit'; principal: Principal };

interface BrandFormProps {
  state: BrandFormState | null;
  outletId: number;
  /** "Save to all outlets" only when the business has more than one outlet. */
  multiOutlet: boolean;
  onClose: () => void;
  onDelete: (target: { kind: 'brand' | 'principal'; id: number; name: string }) => void;
}

const NONE = String(NO_PRINCIPAL_ID);

/** The full-screen create/edit form of a brand or a principal. */
export function BrandForm({ state, outletId, multiOutlet, onClose, onDelete }: BrandFormProps) {
  const { t } = useTranslation('brands');
  const { t: tCommon } = useTranslation();
  // Typed changes are not lost to a stray Escape, the close button or Cancel: the merchant is asked first.
  const [unsaved, setUnsaved] = useState(false);
  const [asking, setAsking] = useState(false);
  const title = state ? t(`form.${state.mode}${state.kind === 'brand' ? 'Brand' : 'Principal'}`) : '';
  const close = () => {
    setUnsaved(false);
    setAsking(false);
    onClose();
  };
  const requestClose = () => (unsaved ? setAsking(true) : close());
  return (
    <>
      <Modal opened={state !== null} onClose={requestClose} fullScreen title={title} radius={0}>
        {state && (
          <FormBody
            key={JSON.stringify(state)}
            state={state}
            outletId={outletId}
            multiOutlet={multiOutlet}
            onClose={close}
            onCancel={requestClose}
            onUnsavedChange={setUnsaved}
            onDelete={onDelete}
          />
        )}
      </Modal>
      <LeavePageGuard when={state !== null && unsaved} />
      <Modal opened={asking} onClose={() => setAsking(false)} title={tCommon('leavePage.title')} centered>
        <Text size="sm">{tCommon('leavePage.message')}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {tCommon('leavePage.stay')}
          </Button>
          <Button color="red" onClick={close}>
            {tCommon('leavePage.leave')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function initialName(state: BrandFormState): string {
  if (state.mode === 'create') return '';
  return state.kind === 'brand' ? state.brand.name : state.principal.name;
}

function FormBody({
  state,
  outletId,
  multiOutlet,
  onClose,
  onCancel,
  onUnsavedChange,
  onDelete,
}: BrandFormProps & {
  state: BrandFormState;
  onCancel: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { t } = useTranslation('brands');
  const { t: tCommon } = useTranslation();
  const isBrand = state.kind === 'brand';
  const [name, setName] = useState(initialName(state));
  const initialPrincipal =
    state.kind === 'brand'
      ? String((state.mode === 'edit' ? state.brand.principal_id : state.principalId) ?? NO_PRINCIPAL_ID)
      : NONE;
  const [principal, setPrincipal] = useState(initialPrincipal);
  const [brandIds, setBrandIds] = useState<string[] | null>(
    state.kind === 'principal' && state.mode === 'create' ? [] : null,
  );
  const [saveAll, setSaveAll] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();

  const principalChoices = usePrincipalChoices(outletId, isBrand);
  const brandChoices = useBrandChoices(outletId, !isBrand);
  const editedPrincipalId = state.kind === 'principal' && state.mode === 'edit' ? state.principal.id : null;
  const current = usePrincipal(outletId, editedPrincipalId);
  const initialBrandIds = current.data?.brands.map((brand) => String(brand.id));
  useEffect(() => {
    if (initialBrandIds && brandIds === null) setBrandIds(initialBrandIds);
  }, [initialBrandIds, brandIds]);

  const saveBrand = useSaveBrand();
  const savePrincipal = useSavePrincipal();
  // A double-click or Enter twice saves once (decision 0115).
  const saveBrandOnce = useMutateOnce(saveBrand);
  const savePrincipalOnce = useMutateOnce(savePrincipal);
  const pending = saveBrand.isPending || savePrincipal.isPending;

  const sameBrands =
    brandIds === null ||
    (initialBrandIds !== undefined &&
      brandIds.length === initialBrandIds.length &&
      brandIds.every((id) => initialBrandIds.includes(id)));
  const changed =
    state.mode === 'create' ||
    name.trim() !== initialName(state) ||
    saveAll ||
    (isBrand ? principal !== initialPrincipal : !sameBrands);
  const unsaved =
    name !== initialName(state) || saveAll || (isBrand ? principal !== initialPrincipal : !sameBrands);
  useEffect(() => onUnsavedChange(unsaved && !pending), [unsaved, pending, onUnsavedChange]);
  // Save is disabled when the name is empty, or on edit when nothing changed.
  const canSave = name.trim() !== '' && changed && !pending && (isBrand || brandIds !== null);

  const submit = () => {
    const parsed = (isBrand ? brandNameSchema : principalNameSchema).safeParse(name);
    if (!parsed.success) {
      setNameError(translateBrandMessage({ message: parsed.error.issues[0]?.message ?? '' }, t));
      return;
    }
    const onError = (error: unknown) => {
      const failure = describeBrandFailure(error, t);
      if (failure.nameError) setNameError(failure.nameError);
      else showToast({ kind: 'error', message: failure.message });
    };
    const onSuccess = (saved: { name: string }) => {
      showToast({
        kind: 'success',
        message: t(state.mode === 'create' ? 'toasts.created' : 'toasts.modified', { name: saved.name }),
      });
      onClose();
    };
    if (isBrand) {
      saveBrandOnce(
        {
          outletId,
          brandId: state.mode === 'edit' ? state.brand.id : undefined,
          body: {
            name: parsed.data,
            principal_id: principal === NONE ? null : Number(principal),
            is_saved_to_all_outlets: saveAll,
          },
        },
        { onSuccess, onError },
      );
    } else {
      savePrincipalOnce(
        {
          principalId: editedPrincipalId ?? undefined,
          body: {
            name: parsed.data,
            brand_ids: (brandIds ?? []).map(Number),
            outlet_id: outletId,
            is_saved_to_all_outlets: saveAll,
          },
        },
        { onSuccess, onError },
      );
    }
  };

  const principalOptions = [
    { value: NONE, label: t('list.none') },
    ...(principalChoices.data?.results ?? [])
      .filter((p) => p.id !== NO_PRINCIPAL_ID)
      .map((p) => ({ value: String(p.id), label: p.name })),
  ];
  const brandOptions = (brandChoices.data?.results ?? []).map((brand) => ({
    value: String(brand.id),
    label: brand.name,
  }));
  const loadFailed = principalChoices.isError || brandChoices.isError || current.isError;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) submit();
      }}
    >
      <Stack maw={560} mx="auto" gap="md" py="md">
        {loadFailed && (
          <Alert color="red" title={t('form.loadError')}>
            <Text size="sm" mb="xs">
              {t('errors.technical')}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                void principalChoices.refetch();
                void brandChoices.refetch();
                void current.refetch();
              }}
            >
              {tCommon('actions.retry')}
            </Button>
          </Alert>
        )}
        <TextInput
          label={isBrand ? t('form.brandName') : t('form.principalName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
          error={nameError}
          required
          data-autofocus
        />
        {isBrand ? (
          <Select
            label={t('form.principal')}
            data={principalOptions}
            value={principal}
            onChange={(value) => setPrincipal(value ?? NONE)}
            allowDeselect={false}
            searchable
            rightSection={principalChoices.isPending ? <Loader size="xs" /> : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <MultiSelect
            label={t('form.brands')}
            description={t('form.brandsHint')}
            placeholder={t('form.brandsPlaceholder')}
            data={brandOptions}
            value={brandIds ?? []}
            onChange={setBrandIds}
            searchable
            disabled={brandIds === null}
            rightSection={brandChoices.isPending || current.isPending ? <Loader size="xs" /> : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {multiOutlet && (
          <Checkbox
            label={t('form.saveAll')}
            checked={saveAll}
            onChange={(event) => setSaveAll(event.currentTarget.checked)}
          />
        )}
        <Group justify="space-between" mt="md">
          {state.mode === 'edit' ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() =>
                onDelete(
                  state.kind === 'brand'
                    ? { kind: 'brand', id: state.brand.id, name: state.brand.name }
                    : { kind: 'principal', id: state.principal.id, name: state.principal.name },
                )
              }
            >
              {t('form.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={!canSave} loading={pending}>
              {t('form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
