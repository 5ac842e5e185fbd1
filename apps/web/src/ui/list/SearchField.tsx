import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { IconSearch } from '../icons.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

/** Typing updates the field at once and the URL (hence the query) after a pause. */
export function SearchField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((next: string) => onCommit(next.trim()), SEARCH_DEBOUNCE_MS);

  // Back/forward or a link can change the URL under the field.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      type="search"
      value={text}
      w={{ base: '100%', sm: 320 }}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              setText('');
              commit.cancel();
              onCommit('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        commit(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
