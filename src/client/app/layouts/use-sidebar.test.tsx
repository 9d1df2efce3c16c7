import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resizeTo } from '../../test/match-media';
import { renderWithProviders } from '../../test/render';
import { sidebarOpenAfterResize, useSidebar } from './use-sidebar';

describe('sidebarOpenAfterResize', () => {
  it.each([
    [true, true, true, true],
    [false, true, true, false],
    [true, true, false, false],
    [false, false, true, true],
    [true, false, false, true],
  ])('open=%p, wasWide=%p, isWide=%p → %p', (open, wasWide, isWide, expected) => {
    expect(sidebarOpenAfterResize(open, wasWide, isWide)).toBe(expected);
  });
});

function SidebarProbe() {
  const sidebar = useSidebar();
  return (
    <button onClick={sidebar.toggle} data-overlay={sidebar.isOverlay}>
      {sidebar.open ? 'open' : 'closed'}
    </button>
  );
}

describe('useSidebar at the spec breakpoints', () => {
  it.each([
    [1536, 'open'],
    [1280, 'open'],
    [1279, 'closed'],
    [1024, 'closed'],
    [390, 'closed'],
  ])('at %ipx starts %s', (width, expected) => {
    resizeTo(width);
    renderWithProviders(<SidebarProbe />);
    expect(screen.getByRole('button')).toHaveTextContent(expected);
  });

  it('closes when the width changes to lg or narrower, and reopens at xl', () => {
    renderWithProviders(<SidebarProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('open');
    act(() => resizeTo(1024));
    expect(screen.getByRole('button')).toHaveTextContent('closed');
    act(() => resizeTo(1300));
    expect(screen.getByRole('button')).toHaveTextContent('open');
  });

  it('keeps the user choice while the width stays in the same band', async () => {
    renderWithProviders(<SidebarProbe />);
    await userEvent.click(screen.getByRole('button'));
    act(() => resizeTo(1400));
    expect(screen.getByRole('button')).toHaveTextContent('closed');
  });

  it('floats over the page below lg', () => {
    resizeTo(800);
    renderWithProviders(<SidebarProbe />);
    expect(screen.getByRole('button')).toHaveAttribute('data-overlay', 'true');
  });
});
