import {
  type Campaign,
  CAMPAIGN_MAX_IMAGE_BYTES,
  CAMPAIGN_MAX_IMAGES,
  CAMPAIGN_MIN_IMAGE_PIXELS,
  campaignMessages,
  type CampaignImageInput,
  saveCampaignRequestSchema,
  type SaveCampaignRequest,
} from '@backoffice/contracts/campaigns';
import { fileMessages } from '@backoffice/contracts/files';
import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutletChoice } from '../../../components/ui/outlet-chooser-modal';
import { useUploadCampaignImage } from '../api/upload-campaign-image';
import { dayInZone } from '../campaign-dates';
import {
  type CampaignFailure,
  type CampaignFormField,
  describeCampaignFailure,
  translateCampaignMessage,
} from '../campaign-messages';
import { customerDisplayEn } from '../i18n/customer-display.en';

export interface CampaignFormValues {
  name: string;
  images: CampaignImageInput[];
  duration: number | '';
  outlet_ids: number[];
  noPeriod: boolean;
  start_date: string;
  end_date: string;
}

export function formFromCampaign(campaign: Campaign | null, timeZone: string): CampaignFormValues {
  if (!campaign)
    return {
      name: '',
      images: [],
      duration: 10,
      outlet_ids: [],
      noPeriod: true,
      start_date: '',
      end_date: '',
    };
  return {
    name: campaign.name,
    images: campaign.images.map((image) => ({ id: image.id, name: image.name, url: image.url })),
    duration: campaign.duration,
    outlet_ids: campaign.outlet_ids,
    noPeriod: false,
    start_date: dayInZone(campaign.start_date, timeZone),
    end_date: campaign.end_date ? dayInZone(campaign.end_date, timeZone) : '',
  };
}

export function payloadFromForm(values: CampaignFormValues): SaveCampaignRequest {
  return {
    name: values.name,
    images: values.images,
    duration: values.duration === '' ? Number.NaN : values.duration,
    outlet_ids: values.outlet_ids,
    start_date: values.noPeriod || values.start_date === '' ? null : values.start_date,
    end_date: values.noPeriod || values.end_date === '' ? null : values.end_date,
  };
}

/** The image rules the browser can check before uploading; the server checks the bytes again. */
async function imageProblem(file: File): Promise<string | undefined> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return fileMessages.allowedImageFormat;
  if (file.size > CAMPAIGN_MAX_IMAGE_BYTES) return fileMessages.maxSize8;
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = bitmap;
    bitmap.close();
    if (height < CAMPAIGN_MIN_IMAGE_PIXELS) return campaignMessages.minHeight;
    if (width < CAMPAIGN_MIN_IMAGE_PIXELS) return campaignMessages.minWidth;
  } catch {
    return fileMessages.uploadFailed;
  }
  return undefined;
}

interface CampaignFormProps {
  initial: CampaignFormValues;
  outlets: readonly OutletChoice[];
  submitting: boolean;
  /** Server errors of the last save, placed under their fields. */
  failure: CampaignFailure | null;
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (payload: SaveCampaignRequest) => void;
  onCancel: () => void;
}

/** The side panel's form: the same rules as the server, with the spec's words. */
export function CampaignForm(props: CampaignFormProps) {
  const { initial, outlets, submitting, failure, onDirtyChange, onSubmit, onCancel } = props;
  const { t } = useTranslation('customerDisplay');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<CampaignFormField, string>>>({});
  const [shownFailure, setShownFailure] = useState<CampaignFailure | null>(null);
  const upload = useUploadCampaignImage();
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (failure) setErrors(failure.fieldErrors);
  }
  const table = customerDisplayEn.validation;
  const translate = (message: string) => translateCampaignMessage({ message }, t, table);

  const change = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    onDirtyChange(true);
    setErrors((current) => ({ ...current, [key === 'noPeriod' ? 'start_date' : key]: undefined }));
  };

  const addImage = async (file: File | null) => {
    if (!file) return;
    const outletId = values.outlet_ids[0];
    if (outletId === undefined) {
      setErrors((current) => ({ ...current, images: t('panel.chooseOutletFirst') }));
      return;
    }
    const problem = await imageProblem(file);
    if (problem) {
      setErrors((current) => ({ ...current, images: translate(problem) }));
      return;
    }
    try {
      const uploaded = await upload.mutateAsync({ outletId, file });
      change('images', [...values.images, { id: uploaded.id, name: uploaded.filename, url: uploaded.data }]);
    } catch (error) {
      const described = describeCampaignFailure(error, t, table, () => undefined);
      setErrors((current) => ({ ...current, images: described.message }));
    }
  };

  const submit = () => {
    const payload = payloadFromForm(values);
    const parsed = saveCampaignRequestSchema.safeParse(payload);
    if (!parsed.success) {
      const found: Partial<Record<CampaignFormField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as CampaignFormField;
        if (!found[field]) found[field] = translate(issue.message);
      }
      setErrors(found);
      return;
    }
    onSubmit(payload);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('panel.name')}
          withAsterisk
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={errors.name}
          maxLength={40}
        />
        <Checkbox.Group
          label={t('panel.outlets')}
          withAsterisk
          value={values.outlet_ids.map(String)}
          onChange={(ids) => change('outlet_ids', ids.map(Number))}
          error={errors.outlet_ids}
        >
          <Stack gap={6} mt={6}>
            {outlets.map((outlet) => (
              <Checkbox key={outlet.id} value={String(outlet.id)} label={outlet.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Input.Wrapper
          label={t('panel.images')}
          description={t('panel.imagesHint')}
          withAsterisk
          error={errors.images}
        >
          <SimpleGrid cols={3} spacing="xs" mt={6}>
            {values.images.map((image, index) => (
              <div key={`${image.id ?? image.url.slice(0, 64)}-${index}`} style={{ position: 'relative' }}>
                <Image src={image.url} alt={image.name} radius="sm" h={96} fit="cover" />
                <ActionIcon
                  size="sm"
                  color="dark"
                  variant="filled"
                  aria-label={t('panel.removeImage', { name: image.name })}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  onClick={() =>
                    change(
                      'images',
                      values.images.filter((_, i) => i !== index),
                    )
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
          {values.images.length < CAMPAIGN_MAX_IMAGES && (
            <FileButton onChange={(file) => void addImage(file)} accept="image/png,image/jpeg">
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  mt="xs"
                  variant="light"
                  leftSection={upload.isPending ? <Loader size="xs" /> : <IconPhotoPlus size={16} />}
                  disabled={upload.isPending}
                >
                  {upload.isPending ? t('panel.uploading') : t('panel.addImage')}
                </Button>
              )}
            </FileButton>
          )}
        </Input.Wrapper>
        <NumberInput
          label={t('panel.duration')}
          withAsterisk
          min={1}
          max={60}
          clampBehavior="blur"
          allowDecimal={false}
          value={values.duration}
          onChange={(value) => change('duration', typeof value === 'number' ? value : '')}
          error={errors.duration}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('panel.period')}
          </Text>
          <Checkbox
            label={t('panel.noPeriod')}
            checked={values.noPeriod}
            onChange={(event) => change('noPeriod', event.currentTarget.checked)}
          />
          {!values.noPeriod && (
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('panel.start')}
                value={values.start_date}
                onChange={(event) => change('start_date', event.currentTarget.value)}
                error={errors.start_date}
              />
              <TextInput
                type="date"
                label={t('panel.end')}
                value={values.end_date}
                onChange={(event) => change('end_date', event.currentTarget.value)}
                error={errors.end_date}
              />
            </Group>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('panel.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={upload.isPending}>
            {t('panel.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
