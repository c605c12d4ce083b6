import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSelectableOptions, Select, type SelectOption } from './select';

const positions: SelectOption[] = ['CB', 'S', 'WR'].map((p) => ({ value: p, label: p }));

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Position"
      placeholder="Select position"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      options={positions}
    />
  );
}

describe('Select', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is found by its label and shows the placeholder', () => {
    render(<Controlled />);
    const trigger = screen.getByLabelText('Position');
    expect(trigger).toHaveAttribute('role', 'combobox');
    expect(screen.getByRole('combobox', { name: 'Position' })).toBe(trigger);
    expect(trigger).toHaveTextContent('Select position');
  });

  it('reports the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(screen.getByLabelText('Position'));
    await user.click(await screen.findByRole('option', { name: 'WR' }));
    expect(onChange).toHaveBeenCalledWith('WR');
    expect(screen.getByLabelText('Position')).toHaveTextContent('WR');
  });

  it('rejects an option with an empty value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const options = [{ value: '', label: 'None' }, ...positions];
    expect(() => getSelectableOptions(options)).toThrow(/'None' has an empty value/);
    expect(() =>
      render(<Select label="Position" value="" onValueChange={() => {}} options={options} />),
    ).toThrow(/empty value/);
  });

  it('passes valid options through unchanged', () => {
    expect(getSelectableOptions(positions)).toBe(positions);
  });
});
