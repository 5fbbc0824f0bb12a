import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Styles are imported per component (decision 0018). A component whose stylesheet is forgotten still renders, but
// wrong: a Progress without its bar, a SegmentedControl whose marker sits one padding off. This reads the sources
// the way the bundler does and names any Mantine component used without its stylesheet.
const src = path.resolve(import.meta.dirname, '../..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/** Stylesheets a component needs besides its own (the parts it is built from). */
const PARTS: Record<string, string[]> = {
  SegmentedControl: ['FloatingIndicator'],
  Checkbox: ['CheckboxIndicator'],
  Radio: ['RadioIndicator'],
  Select: ['Combobox', 'Input'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
};

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Mantine component stylesheets', () => {
  const files = sourceFiles(src).map((file) => fs.readFileSync(file, 'utf8'));
  const imported = new Set(
    files.flatMap((text) =>
      [...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1]!),
    ),
  );
  const used = new Set(
    files.flatMap((text) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
        match[1]!
          .split(',')
          .map((name) => name.replace(/^\s*type\s+/, '').trim())
          .filter((name) => /^[A-Z]/.test(name)),
      ),
    ),
  );

  it('reads the sources (the check would pass on nothing otherwise)', () => {
    expect(used.has('SegmentedControl')).toBe(true);
    expect(imported.has('SegmentedControl')).toBe(true);
  });

  it('imports the stylesheet of every component used, and of the parts it is built from', () => {
    const needed = [...used].flatMap((name) => [name, ...(PARTS[name] ?? [])]);
    const missing = needed.filter(
      (name) => fs.existsSync(path.join(mantineStyles, `${name}.css`)) && !imported.has(name),
    );
    expect([...new Set(missing)].sort()).toEqual([]);
  });
});
