import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePopup, openPopup, resetLayoutStore, togglePopup, usePopup } from './layout-store';

afterEach(resetLayoutStore);

describe('header popups (spec 2.7: side menu, balance and language dropdowns toggle)', () => {
  it('keeps one popup open at a time, and closing one never closes another', () => {
    const sideMenu = renderHook(() => usePopup('sideMenu'));
    const balance = renderHook(() => usePopup('balance'));
    act(() => openPopup('sideMenu'));
    expect(sideMenu.result.current[0]).toBe(true);
    act(() => openPopup('balance'));
    expect(sideMenu.result.current[0]).toBe(false);
    expect(balance.result.current[0]).toBe(true);
    act(() => closePopup('sideMenu'));
    expect(balance.result.current[0]).toBe(true);
  });

  it('toggles', () => {
    const language = renderHook(() => usePopup('headerLanguage'));
    act(() => togglePopup('headerLanguage'));
    expect(language.result.current[0]).toBe(true);
    act(() => togglePopup('headerLanguage'));
    expect(language.result.current[0]).toBe(false);
  });
});
