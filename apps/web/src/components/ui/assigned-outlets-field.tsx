import { Badge, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { OutletChooser } from './outlet-chooser';
import type { OutletChoice } from './outlet-chooser-modal';

/** How many chosen Outlets are named before "+N more". */
const NAMED_OUTLETS = 3;

/** The field's words, in the screen's own catalogue. */
export interface AssignedOutletsLabels {
  label: string;
  hint: string;
  none: string;
  assign: string;
  change: string;
  more: (count: number) => string;
}

interface AssignedOutletsFieldProps {
  labels: AssignedOutletsLabels;
  /** The id of the error text, which the button names as its description. */
  errorId: string;
  value: number[];
  onChange: (outletIds: number[]) => void;
  /** The Outlets within the caller's reach, to name the chosen ones; the chooser loads its own list. */
  outlets: readonly OutletChoice[] | undefined;
  error?: string;
}

/**
 * A Library panel's outlets field: the chosen Outlets, and the shared chooser to change them. A user with a
 * single Outlet has nothing to choose: the form assigns it, and the field only names it (decision 0021).
 */
export function AssignedOutletsField({
  labels,
  errorId,
  value,
  onChange,
  outlets,
  error,
}: AssignedOutletsFieldProps) {
  const [opened, chooser] = useDisclosure(false);
  const names = value.map((id) => outlets?.find((outlet) => outlet.id === id)?.name ?? `#${id}`);
  const [only, ...others] = outlets ?? [];
  const nothingToChoose =
    only !== undefined && others.length === 0 && value.length === 1 && value[0] === only.id;

  return (
    <Input.Wrapper
      label={labels.label}
      description={labels.hint}
      withAsterisk
      error={error}
      errorProps={{ id: errorId }}
    >
      <Stack gap="xs" mt={6}>
        {names.length === 0 ? (
          <Text size="sm" c="dimmed">
            {labels.none}
          </Text>
        ) : (
          <Group gap={6}>
            {names.slice(0, NAMED_OUTLETS).map((name, index) => (
              <Badge key={value[index]} variant="light" color="gray" tt="none" fw={500} size="lg" maw="100%">
                {name}
              </Badge>
            ))}
            {names.length > NAMED_OUTLETS && (
              <Badge variant="outline" color="gray" tt="none" fw={500} size="lg">
                {labels.more(names.length - NAMED_OUTLETS)}
              </Badge>
            )}
          </Group>
        )}
        {!nothingToChoose && (
          <Button
            variant="light"
            leftSection={<IconBuildingStore size={16} />}
            onClick={chooser.open}
            aria-describedby={error ? errorId : undefined}
            data-field="outlet_ids"
            style={{ alignSelf: 'flex-start' }}
          >
            {value.length === 0 ? labels.assign : labels.change}
          </Button>
        )}
      </Stack>
      <OutletChooser opened={opened} onClose={chooser.close} selected={value} onApply={onChange} />
    </Input.Wrapper>
  );
}
