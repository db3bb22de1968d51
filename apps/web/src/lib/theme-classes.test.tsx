import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmotionCache } from '@emotion/cache';
import { classes, themeClasses } from './theme-classes.ts';

const useBadgeClasses = themeClasses((theme) => ({
  badge: { color: theme.palette.primary.main, padding: theme.spacing(1) },
  strong: { fontWeight: 600 },
}));

function Badge({ label, strong = false }: { label: string; strong?: boolean }) {
  const names = useBadgeClasses();
  return <span className={classes(names.badge, strong && names.strong)}>{label}</span>;
}

function renderWith(theme: Theme, cache: EmotionCache, labels: string[]) {
  return render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {labels.map((label, index) => (
          <Badge key={label} label={label} strong={index === 0} />
        ))}
      </ThemeProvider>
    </CacheProvider>,
  );
}

/** The CSS the cache has written into the page. */
function written(cache: EmotionCache): string {
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('themeClasses', () => {
  it("gives every element the theme's styles through one class, written once", () => {
    const cache = createCache({ key: 'tc' });
    const theme = createTheme({ palette: { primary: { main: '#123456' } } });
    renderWith(theme, cache, ['one', 'two', 'three']);

    const one = screen.getByText('one');
    const two = screen.getByText('two');
    const [badgeClass, strongClass] = one.className.split(' ');
    expect(badgeClass).toMatch(/^tc-/);
    expect(two.className).toBe(badgeClass);
    expect(strongClass).toMatch(/^tc-/);
    const css = written(cache);
    expect(css).toContain(`.${badgeClass}{color:#123456;padding:8px;}`);
    expect(css).toContain(`.${strongClass}{font-weight:600;}`);
    expect(css.split('#123456')).toHaveLength(2);
  });

  it('follows the theme the elements are drawn in', () => {
    const cache = createCache({ key: 'tcb' });
    renderWith(createTheme({ palette: { primary: { main: '#111111' } } }), cache, ['dark']);
    renderWith(createTheme({ palette: { primary: { main: '#eeeeee' } } }), cache, ['light']);

    expect(screen.getByText('dark').className).not.toBe(screen.getByText('light').className);
    expect(written(cache)).toContain('color:#111111;');
    expect(written(cache)).toContain('color:#eeeeee;');
  });
});

describe('classes', () => {
  it('joins the names given, leaving out the empty ones', () => {
    expect(classes('a', false, undefined, 'b', null, '')).toBe('a b');
  });
});
