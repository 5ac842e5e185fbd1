import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface VideoState {
  url: string | null;
}

export const videoStore = createStore<VideoState>()(() => ({ url: null }));

/** Opens the app-wide video popup (SPEC §2); any screen may call it. */
export function openVideo(url: string) {
  videoStore.setState({ url });
}

export function closeVideo() {
  videoStore.setState({ url: null });
}

export function useVideoUrl() {
  return useStore(videoStore, (s) => s.url);
}
