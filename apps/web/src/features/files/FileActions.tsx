import { Menu } from '@mantine/core';
import type { StoredFile } from '@tessera/api-contract';
import { IconCopy, IconExternal, IconPencil, IconRotate, IconTrash } from '../../ui/icons.tsx';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';

export interface FileActionHandlers {
  onCopy: (file: StoredFile) => void;
  onRename: (file: StoredFile) => void;
  onRotate: (file: StoredFile, degrees: 90 | 270) => void;
  onDelete: (file: StoredFile) => void;
  /** Without edit_design, the other actions show disabled with the reason (SPEC §6). */
  canEdit: boolean;
}

/** The actions of one file, in a menu reachable by keyboard. */
export function FileActions({ file, ...handlers }: FileActionHandlers & { file: StoredFile }) {
  const rotatable = file.content_type !== 'image/svg+xml';
  const gate = { allowed: handlers.canEdit, permission: 'edit_design' } as const;
  return (
    <RowMenu label={`Actions for ${file.name}`}>
      <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => handlers.onCopy(file)}>
        Copy URL
      </Menu.Item>
      <Menu.Item
        leftSection={<IconExternal size={16} />}
        component="a"
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open in a new tab
      </Menu.Item>
      <GatedMenuItem
        gate={gate}
        leftSection={<IconPencil size={16} />}
        onClick={() => handlers.onRename(file)}
      >
        Rename
      </GatedMenuItem>
      {rotatable ? (
        <>
          <GatedMenuItem
            gate={gate}
            leftSection={<IconRotate size={16} />}
            onClick={() => handlers.onRotate(file, 90)}
          >
            Rotate right
          </GatedMenuItem>
          <GatedMenuItem
            gate={gate}
            leftSection={<IconRotate size={16} style={{ transform: 'scaleX(-1)' }} />}
            onClick={() => handlers.onRotate(file, 270)}
          >
            Rotate left
          </GatedMenuItem>
        </>
      ) : null}
      <Menu.Divider />
      <GatedMenuItem
        gate={gate}
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => handlers.onDelete(file)}
      >
        Delete
      </GatedMenuItem>
    </RowMenu>
  );
}
