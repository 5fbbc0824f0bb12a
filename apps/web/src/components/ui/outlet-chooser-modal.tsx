import {
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state';
import { ListSkeleton } from './list-skeleton';

export interface OutletChoice {
  id: number;
  name: string;
  address?: string | null;
  city?: string | null;
  province?: string | null;
}

export interface OutletChooserModalProps {
  opened: boolean;
  onClose: () => void;
  /** undefined while loading. */
  outlets: readonly OutletChoice[] | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The current choice; the modal edits a copy and hands it back on Apply. */
  selected: readonly number[];
  onApply: (ids: number[]) => void;
  /** At most this many outlets may be chosen. */
  max?: number;
}

/** Search debounce 300 ms. */
export const OUTLET_SEARCH_DEBOUNCE_MS = 300;

function describeOutlet(outlet: OutletChoice): string {
  return [outlet.address, outlet.city, outlet.province]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

function matches(outlet: OutletChoice, query: string): boolean {
  if (query === '') return true;
  const haystack = `${outlet.name} ${describeOutlet(outlet)}`.toLocaleLowerCase();
  return haystack.includes(query.toLocaleLowerCase());
}

export function OutletChooserModal(props: OutletChooserModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('outletChooser.title')} size="lg" centered>
      {/* The body mounts on every opening, so the draft starts from the current choice each time. */}
      <OutletChooserBody {...props} />
    </Modal>
  );
}

function OutletChooserBody({
  outlets,
  loading,
  error,
  onRetry,
  selected,
  onApply,
  onClose,
  max,
}: OutletChooserModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number[]>(() => [...selected]);
  const [touched, setTouched] = useState(false);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), OUTLET_SEARCH_DEBOUNCE_MS);

  const all = useMemo(() => outlets ?? [], [outlets]);
  const visible = useMemo(() => all.filter((outlet) => matches(outlet, query)), [all, query]);
  const chosen = new Set(draft);
  const atMax = max !== undefined && draft.length >= max;
  const limited = max !== undefined && all.length > max;
  const visibleChosen = visible.filter((outlet) => chosen.has(outlet.id)).length;
  const empty = draft.length === 0;

  const update = (next: number[]) => {
    setTouched(true);
    setDraft(next);
  };
  const toggle = (id: number) => {
    if (chosen.has(id)) update(draft.filter((value) => value !== id));
    else if (!atMax) update([...draft, id]);
  };
  const toggleAllVisible = () => {
    const ids = visible.map((outlet) => outlet.id);
    if (visibleChosen === visible.length) update(draft.filter((id) => !ids.includes(id)));
    else update([...new Set([...draft, ...ids])]);
  };
  const selectTop = () => {
    if (max !== undefined) update(visible.slice(0, max).map((outlet) => outlet.id));
  };
  const apply = () => {
    setTouched(true);
    if (empty) return;
    onApply(draft);
    onClose();
  };

  if (loading || (!outlets && !error)) return <ListSkeleton rows={5} withAvatar />;
  if (error) return <ErrorState compact message={t('outletChooser.loadError')} onRetry={onRetry} />;

  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('outletChooser.searchPlaceholder')}
        aria-label={t('outletChooser.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="space-between" gap="xs">
        {limited ? (
          <Button variant="subtle" size="compact-sm" onClick={selectTop} disabled={visible.length === 0}>
            {t('outletChooser.selectTop', { count: max })}
          </Button>
        ) : (
          <Checkbox
            label={t('outletChooser.selectAll')}
            checked={visible.length > 0 && visibleChosen === visible.length}
            indeterminate={visibleChosen > 0 && visibleChosen < visible.length}
            onChange={toggleAllVisible}
            disabled={visible.length === 0}
          />
        )}
        <Group gap="xs">
          {max !== undefined && (
            <Badge variant="light" color={atMax ? 'orange' : 'gray'} tt="none">
              {t('outletChooser.max', { count: max })}
            </Badge>
          )}
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('outletChooser.selectedCount', { selected: draft.length, total: all.length })}
          </Text>
        </Group>
      </Group>
      <Divider />
      {visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('outletChooser.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack gap={2}>
            {visible.map((outlet) => {
              const isChosen = chosen.has(outlet.id);
              const address = describeOutlet(outlet);
              return (
                <UnstyledButton
                  key={outlet.id}
                  component="label"
                  px="xs"
                  py={8}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  bg={isChosen ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Checkbox
                      checked={isChosen}
                      onChange={() => toggle(outlet.id)}
                      disabled={!isChosen && atMax}
                      aria-label={outlet.name}
                      mt={2}
                    />
                    <div>
                      <Text size="sm" fw={500}>
                        {outlet.name}
                      </Text>
                      {address && (
                        <Text size="xs" c="dimmed">
                          {address}
                        </Text>
                      )}
                    </div>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {touched && empty && (
        <Text size="sm" c="red" role="alert">
          {t('outletChooser.atLeastOne')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={apply}>{t('actions.apply')}</Button>
      </Group>
    </Stack>
  );
}
