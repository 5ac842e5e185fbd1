/** Pure rules of the audio island (audio.ts). */

function minutes(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const rest = `${Math.floor((whole % 3600) / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return hours ? `${hours}:${rest.padStart(5, '0')}` : rest;
}

/** "1:05 / 34:00" while the length is known, "1:05" before (or for a stream of unknown length). */
export function clockTime(current: number, duration: number): string {
  const now = minutes(Number.isFinite(current) ? current : 0);
  return Number.isFinite(duration) && duration > 0 ? `${now} / ${minutes(duration)}` : now;
}
