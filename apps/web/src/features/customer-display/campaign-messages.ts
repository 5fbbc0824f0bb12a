import { CAMPAIGN_OUTLET_FULL } from '@backoffice/contracts/campaigns';
import { messageKeyOf } from '@backoffice/contracts/common/messages';
import type { TFunction } from 'i18next';
import { isApiError, statusMessage } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';
import type { customerDisplayEn } from './i18n/customer-display.en';

type CustomerDisplayT = TFunction<'customerDisplay'>;
type ValidationName = keyof typeof customerDisplayEn.validation;

const NAMESPACES = ['campaigns.', 'files.'];

/** Translates a contract message by its key (`campaigns.nameRequired`, `files.maxSize8`); others as they came. */
export function translateCampaignMessage(
  error: { message: string; key?: string },
  t: CustomerDisplayT,
  table: Record<string, string>,
): string {
  const key = error.key ?? messageKeyOf(error.message);
  const prefix = NAMESPACES.find((namespace) => key?.startsWith(namespace));
  const name = prefix && key ? key.slice(prefix.length) : undefined;
  return name !== undefined && Object.hasOwn(table, name)
    ? t(`validation.${name as ValidationName}`)
    : error.message;
}

export type CampaignFormField = 'name' | 'images' | 'duration' | 'outlet_ids' | 'start_date' | 'end_date';

export interface CampaignFailure {
  message: string;
  fieldErrors: Partial<Record<CampaignFormField, string>>;
}

/**
 * `0010` names the full outlet (or 'Multiple outlets' with the list), rebuilt in the UI language from the
 * outlets the server listed; other errors go under their field and into the toast.
 */
export function describeCampaignFailure(
  error: unknown,
  t: CustomerDisplayT,
  table: Record<string, string>,
  outletName: (id: number) => string | undefined,
  sentOutletIds: readonly number[] = [],
): CampaignFailure {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) {
    return { message: common ?? statusMessage(0), fieldErrors: {} };
  }
  if (error.code === CAMPAIGN_OUTLET_FULL) {
    const names = error.fieldErrors
      .map((fieldError) => sentOutletIds[Number(fieldError.field.split('.')[2])])
      .map((id) => (id === undefined ? undefined : outletName(id)))
      .filter((name): name is string => name !== undefined);
    const message =
      names.length === 1
        ? t('outletFull', { outlet: names[0] })
        : names.length > 1
          ? `${t('outletFull', { outlet: t('multipleOutlets') })} (${names.join(', ')})`
          : error.message;
    return { message, fieldErrors: { outlet_ids: message } };
  }
  const fieldErrors: CampaignFailure['fieldErrors'] = {};
  for (const fieldError of error.fieldErrors) {
    const field = fieldError.field.split('.')[1] as CampaignFormField;
    if (!fieldErrors[field]) fieldErrors[field] = translateCampaignMessage(fieldError, t, table);
  }
  const first = Object.values(fieldErrors)[0];
  return {
    message: first ?? translateCampaignMessage({ message: error.message, key: error.key }, t, table),
    fieldErrors,
  };
}
