import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, useOnDemand } from '../on-demand-part';

/** The drawer and its list call arrive after the screen's first paint: only a click shows them (decision 0187). */
const historyPart = onDemand(() => import('./exports-history'));

/** Opens the exports the business made before, to download again while their file is kept. */
export function ExportsHistoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { module, failed, retry } = useOnDemand(historyPart);
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconHistory size={16} />}
        loading={open && !module && !failed}
        onClick={() => {
          if (failed) retry();
          setOpen(true);
        }}
      >
        {t('exports.history')}
      </Button>
      {module && <module.ExportsHistory opened={open} onClose={() => setOpen(false)} />}
    </>
  );
}
