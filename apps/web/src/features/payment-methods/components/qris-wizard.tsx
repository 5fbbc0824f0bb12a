import type { QrisDocumentKind, QrisDocumentRef } from '@backoffice/contracts/qris';
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetrySelectQuery } from '../../../components/ui/retry-select';
import { showToast } from '../../../components/ui/toasts';
import {
  emptyQrisValues,
  QRIS_STEP_COUNT,
  type QrisField,
  type QrisFormValues,
  type QrisTextField,
  sanitiseText,
  stepErrors,
  stepFields,
  stepIsValid,
} from '../qris-form-model';
import { type QrisFailure, translateQrisMessage } from '../qris-messages';
import type { DocumentType } from './document-uploader';
import { QrisStepFields } from './qris-step-fields';

export interface QrisWizardProps {
  opened: boolean;
  onClose: () => void;
  /** Where a resumed draft starts. */
  initial?: { step: number; values: QrisFormValues };
  outlets: RetrySelectQuery;
  banks: RetrySelectQuery;
  upload: (
    kind: QrisDocumentKind,
    file: { base64: string; type: DocumentType },
    values: QrisFormValues,
  ) => Promise<QrisDocumentRef>;
  submit: (values: QrisFormValues) => Promise<void>;
  saveDraft: (step: number, values: QrisFormValues) => Promise<void>;
  describeFailure: (error: unknown) => QrisFailure;
}

/**
 * The QRIS registration modal: four steps; Next advances only when the step is valid,
 * otherwise it marks that step's and the earlier steps' fields touched so their errors show; Back does nothing on
 * step 1; Submit needs the consent box. It does not close on an outside click and hides its close button while
 * submitting.
 */
export function QrisWizard(props: QrisWizardProps) {
  const { t } = useTranslation('paymentMethods');
  const [step, setStep] = useState(props.initial?.step ?? 0);
  const [values, setValuesState] = useState<QrisFormValues>(props.initial?.values ?? emptyQrisValues());
  const [touched, setTouched] = useState<ReadonlySet<QrisField>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);
  const [failure, setFailure] = useState<QrisFailure | null>(null);
  const busy = submitting || savingDraft;

  const setValues = (change: Partial<QrisFormValues>) =>
    setValuesState((current) => ({ ...current, ...change }));
  const setText = (field: QrisTextField, value: string) => setValues({ [field]: sanitiseText(value) });
  const touch = (field: QrisField) => setTouched((current) => new Set(current).add(field));
  const setDocument = (kind: QrisDocumentKind, ref: QrisDocumentRef | undefined) => {
    setValuesState((current) => ({ ...current, documents: { ...current.documents, [kind]: ref } }));
    touch(kind);
  };

  const errors = stepErrors(step, values);
  const errorOf = (field: QrisField) => {
    const message = touched.has(field) ? errors[field] : undefined;
    return message === undefined ? undefined : translateQrisMessage({ message }, t);
  };

  function next() {
    if (stepIsValid(step, values)) {
      setStep((current) => Math.min(current + 1, QRIS_STEP_COUNT - 1));
      return;
    }
    // All fields of this step and the earlier ones are marked touched so errors show.
    const fields = Array.from({ length: step + 1 }, (_, index) => stepFields(index, values)).flat();
    setTouched((current) => new Set([...current, ...fields]));
  }

  const back = () => setStep((current) => Math.max(current - 1, 0));

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      await props.submit(values);
      showToast({ kind: 'success', message: t('wizard.submitted') });
      setValuesState(emptyQrisValues());
      setTouched(new Set());
      setStep(0);
      props.onClose();
    } catch (error) {
      const described = props.describeFailure(error);
      setFailure(described);
      showToast({ kind: 'error', message: described.message });
    } finally {
      setSubmitting(false);
    }
  }

  async function saveDraft() {
    setSavingDraft(true);
    try {
      await props.saveDraft(step, values);
      showToast({ kind: 'success', message: t('wizard.draftSaved') });
    } catch (error) {
      showToast({ kind: 'error', message: props.describeFailure(error).message });
    } finally {
      setSavingDraft(false);
    }
  }

  const last = step === QRIS_STEP_COUNT - 1;
  const steps = [
    t('wizard.steps.general'),
    t('wizard.steps.details'),
    t('wizard.steps.documents'),
    t('wizard.steps.terms'),
  ];
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('wizard.title')}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={!submitting}
      withCloseButton={!submitting}
      fullScreen={false}
    >
      <Stack gap="md">
        <Stepper active={step} size="xs" allowNextStepsSelect={false}>
          {steps.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
        {step < 3 ? (
          <QrisStepFields
            step={step}
            values={values}
            errorOf={errorOf}
            setText={setText}
            setValues={setValues}
            touch={touch}
            setDocument={setDocument}
            outlets={props.outlets}
            banks={props.banks}
            upload={(kind, file) => props.upload(kind, file, values)}
            disabled={busy}
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('wizard.consentNotice')}</Text>
            <Checkbox
              label={t('wizard.consentLabel')}
              checked={values.consent}
              onChange={(event) => setValues({ consent: event.currentTarget.checked })}
              disabled={busy}
            />
            {submitting && (
              <Text size="sm" c="dimmed" role="status">
                {t('wizard.submitting')}
              </Text>
            )}
          </Stack>
        )}
        {failure && failure.list.length > 0 && (
          <Alert color="red" title={t('wizard.checkSubmission')}>
            <List size="sm">
              {failure.list.map((message, index) => (
                <List.Item key={index}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => void saveDraft()}
            loading={savingDraft}
            disabled={submitting}
          >
            {t('wizard.saveDraft')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={back} disabled={step === 0 || busy}>
              {t('wizard.back')}
            </Button>
            {last ? (
              <Button
                onClick={() => void submit()}
                disabled={!values.consent || savingDraft}
                loading={submitting}
              >
                {t('wizard.submit')}
              </Button>
            ) : (
              <Button onClick={next} disabled={busy}>
                {t('wizard.next')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
