import { describe, expect, it } from 'vitest';
import { shouldShowIosHint } from './ios-install-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36';

describe('iOS install hint', () => {
  it('shows on iPhone Safari when the app is not installed', () => {
    expect(shouldShowIosHint({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false }, false)).toBe(
      true,
    );
  });

  it('shows on an iPad that presents itself as a Mac', () => {
    expect(
      shouldShowIosHint({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5, standalone: false }, false),
    ).toBe(true);
  });

  it('does not show on a real Mac', () => {
    expect(
      shouldShowIosHint({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0, standalone: false }, false),
    ).toBe(false);
  });

  it('does not show once the app runs from the home screen', () => {
    expect(shouldShowIosHint({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true }, false)).toBe(
      false,
    );
  });

  it('does not show again after the user dismissed it', () => {
    expect(shouldShowIosHint({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false }, true)).toBe(
      false,
    );
  });

  it('does not show in other browsers', () => {
    expect(shouldShowIosHint({ userAgent: IPHONE_CHROME, maxTouchPoints: 5, standalone: false }, false)).toBe(
      false,
    );
    expect(
      shouldShowIosHint({ userAgent: WINDOWS_CHROME, maxTouchPoints: 0, standalone: false }, false),
    ).toBe(false);
  });
});
