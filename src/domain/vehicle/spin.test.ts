import { describe, expect, it } from 'vitest';
import { frameAfterDrag, keyStep, stepFrame, viewerTabs } from './spin.ts';

describe('viewerTabs', () => {
  const spinCar = { spinImages: ['/0.svg', '/1.svg'], images: [], videoUrl: null, spinInteriorImage: '/in.svg' };
  it('offers Spin, Walkaround (with a video), Gallery and Interior (with an interior image), opening on the spinner', () => {
    expect(viewerTabs(spinCar, false)).toEqual({ tabs: ['spin', 'gallery', 'interior'], initial: 'spin', walkaroundUrl: null });
    expect(viewerTabs({ ...spinCar, videoUrl: 'https://www.youtube.com/embed/x' }, false)?.tabs).toEqual(['spin', 'walkaround', 'gallery', 'interior']);
  });
  it("walks around the car's first video, whichever feed field gives it", () => {
    const walkaround = 'https://img.dealer.example/videos/walkaround.mp4';
    const onlyFeedVideos = { ...spinCar, videos: [{ url: walkaround, posterUrl: null, title: null }] };
    expect(viewerTabs(onlyFeedVideos, false)).toMatchObject({ tabs: ['spin', 'walkaround', 'gallery', 'interior'], walkaroundUrl: walkaround });
    expect(viewerTabs({ ...spinCar, externalVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, false)?.walkaroundUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
  });
  it('opens on the gallery when the tenant asks', () => {
    expect(viewerTabs(spinCar, true)?.initial).toBe('gallery');
  });
  it('is not shown for cars without spin images', () => {
    expect(viewerTabs({ ...spinCar, spinImages: [] }, false)).toBeNull();
  });
});

describe('turning the spin', () => {
  it.each([
    ['19 px is not a frame', 0, -19, 0],
    ['20 px left is one frame forward', 0, -20, 1],
    ['45 px left is two frames', 0, -45, 2],
    ['20 px right is one frame back, wrapping', 0, 20, 23],
    ['a full turn comes back', 5, -480, 5],
  ])('%s', (_name, start, dx, frame) => {
    expect(frameAfterDrag(start, dx, 24)).toBe(frame);
  });

  it('arrow keys step one frame and wrap', () => {
    expect(stepFrame(23, keyStep('ArrowRight'), 24)).toBe(0);
    expect(stepFrame(0, keyStep('ArrowLeft'), 24)).toBe(23);
    expect(keyStep('Enter')).toBe(0);
  });
});
