import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('names the screen with its one heading, under its section, beside its actions', () => {
    renderWithProviders(<PageHeader section="Library" title="Discounts" actions={<Button>Create</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Discounts' })).toBeTruthy();
    expect(screen.getByText('Library')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });

  it('has no actions unless given', () => {
    renderWithProviders(<PageHeader section="Reports" title="Sales" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
