import { Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';

function NoticeBody({ fileName, percent }: { fileName: string; percent: number }) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" id={id}>
        Uploading {fileName}… {percent}%
      </Text>
      <Progress value={percent} size="sm" aria-labelledby={id} />
    </Stack>
  );
}

let noticeCount = 0;

/**
 * A notification that follows one upload for screens without a field of their own to show it
 * (the page editor's image fields): the percentage sent, until it ends either way.
 */
export function uploadProgressNotice(fileName: string) {
  const id = `upload-progress-${++noticeCount}`;
  let shown = -1;
  notifications.show({
    id,
    loading: true,
    autoClose: false,
    withCloseButton: false,
    message: <NoticeBody fileName={fileName} percent={0} />,
  });
  return {
    progress(fraction: number) {
      const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
      // Progress events come many times a second; redraw only when the number changes.
      if (percent === shown) return;
      shown = percent;
      notifications.update({ id, message: <NoticeBody fileName={fileName} percent={percent} /> });
    },
    done() {
      notifications.hide(id);
    },
  };
}
