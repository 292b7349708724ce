'use client';

import { useState } from 'react';

/** "Natural Grey, Charcoal" ↔ ['Natural Grey', 'Charcoal']; the text stays as typed. */
export function ColorsInput({
  value,
  onChange,
  ...props
}: {
  value: string[] | undefined;
  onChange: (colors: string[]) => void;
  id: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur: () => void;
}) {
  const [text, setText] = useState(() => (value ?? []).join(', '));
  return (
    <input
      {...props}
      type="text"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split(',')
            .map((color) => color.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
