import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportsHistory } from './exports-history';

/** Opens the exports the business made before, to download again while their file is kept. */
export function ExportsHistoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="subtle" leftSection={<IconHistory size={16} />} onClick={() => setOpen(true)}>
        {t('exports.history')}
      </Button>
      <ExportsHistory opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
