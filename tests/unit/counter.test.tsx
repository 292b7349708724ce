// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Counter, type CounterProps } from '@/components/ui/Counter';

afterEach(cleanup);

type HarnessProps = Partial<Omit<CounterProps, 'id' | 'value' | 'onChange'>> & {
  initial?: number | null;
  onValue?: (value: number | null) => void;
};

/** The counter as a form uses it: controlled, with a label. */
function Harness({ initial = 0, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="quantity">Quantity</label>
      <Counter
        id="quantity"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        {...props}
      />
    </>
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const onValue = vi.fn<(value: number | null) => void>();
  render(<Harness {...props} onValue={onValue} />);
  return {
    user,
    onValue,
    input: screen.getByRole('spinbutton', { name: 'Quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
  };
}

describe('Counter', () => {
  it('has the spec’s defaults: min 0, step 1, max 100', async () => {
    const { user, input, minus, plus } = setup({ initial: 0 });
    expect(input).toHaveAttribute('aria-valuemin', '0');
    expect(input).toHaveAttribute('aria-valuemax', '100');
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(input).toHaveValue('1');
    expect(minus).toBeEnabled();
  });

  it('disables minus at the minimum when there is no remove handler', async () => {
    const { user, input, minus } = setup({ initial: 2, min: 1, step: 0.5 });
    await user.click(minus);
    await user.click(minus);
    expect(input).toHaveValue('1');
    expect(minus).toBeDisabled();
  });

  it('calls remove when decrementing below the minimum, and keeps minus enabled for it', async () => {
    const onRemove = vi.fn();
    const { user, minus, onValue } = setup({ initial: 1, min: 1, onRemove });
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(onRemove).toHaveBeenCalledOnce();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('caps increments at the maximum and disables plus there', async () => {
    const { user, input, plus } = setup({ initial: 9, max: 10, step: 2 });
    await user.click(plus);
    expect(input).toHaveValue('10');
    expect(plus).toBeDisabled();
  });

  it('steps in the product’s increments without floating-point drift', async () => {
    const { user, input, plus } = setup({ initial: 1, min: 1, step: 0.25, max: 30 });
    for (let i = 0; i < 3; i += 1) await user.click(plus);
    expect(input).toHaveValue('1.75');
  });

  it('moves a typed value onto the steps counted from the minimum', async () => {
    const { user, input, plus, minus } = setup({ initial: 1, min: 1, step: 0.5 });
    await user.clear(input);
    await user.type(input, '40.3');
    await user.click(plus);
    expect(input).toHaveValue('40.5');
    await user.clear(input);
    await user.type(input, '40.3');
    await user.click(minus);
    expect(input).toHaveValue('40');
  });

  it('reports what is typed, null while it is not a number', async () => {
    const { user, input, onValue } = setup({ initial: 5 });
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    await user.type(input, '12');
    expect(onValue).toHaveBeenLastCalledWith(12);
    await user.type(input, 'x');
    expect(input).toHaveValue('12');
  });

  it('works from the keyboard as a spinbutton', async () => {
    const { user, input } = setup({ initial: 5, min: 1, max: 40 });
    input.focus();
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('6');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('4');
    await user.keyboard('{PageUp}');
    expect(input).toHaveValue('14');
    await user.keyboard('{End}');
    expect(input).toHaveValue('40');
    await user.keyboard('{Home}');
    expect(input).toHaveValue('1');
  });
});
