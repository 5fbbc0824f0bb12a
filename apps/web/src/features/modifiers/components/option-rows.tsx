import { MODIFIER_MAX_OPTIONS, MODIFIER_OPTION_NAME_MAX_LENGTH } from '@backoffice/contracts/modifiers';
import { ActionIcon, Button, Group, Input, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionFormValue } from '../modifier-form-model';

interface OptionRowsProps {
  options: OptionFormValue[];
  /** Translated errors by form path (`options.1.price`), and `options` for the list itself. */
  errorOf: (path: string) => string | undefined;
  onChange: (index: number, field: 'name' | 'price', value: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

const listStyle = {
  listStyle: 'none',
  padding: 0,
  margin: 'var(--mantine-spacing-xs) 0 0',
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mantine-spacing-sm)',
} as const;

/**
 * The set's options in the cashier's order: a name and a price each, moved with Up and Down buttons (keyboard
 * and screen-reader friendly, where dragging is not), removed, or added at the end. Focus follows a moved row's
 * button, and goes to the new row's name when one is added.
 */
export function OptionRows({ options, errorOf, onChange, onMove, onRemove, onAdd }: OptionRowsProps) {
  const { t } = useTranslation('modifiers');
  const listRef = useRef<HTMLOListElement>(null);
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(selector)?.focus());
  const labelOf = (option: OptionFormValue, index: number) =>
    option.name.trim() || t('panel.unnamedOption', { number: index + 1 });

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    onMove(from, to);
    const key = options[from]!.key;
    // At the top or bottom the button it was pressed on is disabled: focus the other one.
    const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === options.length - 1);
    focusLater(
      `[data-option="${key}"] [data-move="${edge ? (direction === 'up' ? 'down' : 'up') : direction}"]`,
    );
  };
  const listError = errorOf('options');

  return (
    <Input.Wrapper
      label={t('panel.options')}
      description={t('panel.optionsHint')}
      withAsterisk
      error={listError}
    >
      <ol ref={listRef} data-field="options" style={listStyle}>
        {options.map((option, index) => {
          const label = labelOf(option, index);
          return (
            <li key={option.key} data-option={option.key}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Text size="sm" c="dimmed" w={20} pt={8} ta="right" aria-hidden style={{ flexShrink: 0 }}>
                  {index + 1}.
                </Text>
                <TextInput
                  aria-label={t('panel.optionName', { number: index + 1 })}
                  placeholder={t('panel.optionNamePlaceholder')}
                  maxLength={MODIFIER_OPTION_NAME_MAX_LENGTH}
                  value={option.name}
                  onChange={(event) => onChange(index, 'name', event.currentTarget.value)}
                  error={errorOf(`options.${index}.name`)}
                  data-field={`options.${index}.name`}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <TextInput
                  aria-label={t('panel.optionPrice', { number: index + 1 })}
                  inputMode="numeric"
                  autoComplete="off"
                  leftSection={
                    <Text size="sm" c="dimmed" aria-hidden>
                      Rp
                    </Text>
                  }
                  value={option.price}
                  onChange={(event) => onChange(index, 'price', event.currentTarget.value)}
                  error={errorOf(`options.${index}.price`)}
                  data-field={`options.${index}.price`}
                  w={{ base: 110, sm: 130 }}
                  style={{ flexShrink: 0 }}
                />
                <Group gap={0} wrap="nowrap" pt={4} style={{ flexShrink: 0 }}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('panel.moveUp', { name: label })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                    data-move="up"
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('panel.moveDown', { name: label })}
                    disabled={index === options.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                    data-move="down"
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('panel.removeOption', { name: label })}
                    disabled={options.length === 1}
                    onClick={() => {
                      onRemove(index);
                      const next = options[index + 1] ?? options[index - 1];
                      if (next) focusLater(`[data-option="${next.key}"] input`);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </li>
          );
        })}
      </ol>
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        mt="xs"
        disabled={options.length >= MODIFIER_MAX_OPTIONS}
        onClick={() => {
          onAdd();
          requestAnimationFrame(() =>
            listRef.current?.querySelector<HTMLElement>('li:last-child input')?.focus(),
          );
        }}
      >
        {t('panel.addOption')}
      </Button>
    </Input.Wrapper>
  );
}
