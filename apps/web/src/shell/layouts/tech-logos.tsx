import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { themeClasses } from '../../lib/theme-classes.ts';
import type { ReactNode } from 'react';

type Technology = { name: string; url: string; colour: string; mark: ReactNode };

/** Simple marks drawn here (no images fetched from elsewhere). */
const TECHNOLOGIES: readonly Technology[] = [
  {
    name: 'React',
    url: 'https://react.dev/',
    colour: '#58C4DC',
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="1.4">
        <circle cx="12" cy="12" r="2" fill="currentColor" stroke="none" />
        <ellipse cx="12" cy="12" rx="10" ry="4" />
        <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(60 12 12)" />
        <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(120 12 12)" />
      </g>
    ),
  },
  {
    name: 'MUI',
    url: 'https://mui.com/',
    colour: '#2F8CFF',
    mark: (
      <path
        fill="currentColor"
        d="M2 5.5 7 8.4v5.8L2 11.3zm10 0v5.8l-5 2.9V8.4zm0 5.8 5-2.9V2.6L12 5.5zm0 0v5.8l5 2.9v-5.8zm5 2.9 5-2.9V5.5l-5 2.9zm0 5.8 5-2.9v-5.8l-5 2.9z"
      />
    ),
  },
  {
    name: 'TypeScript',
    url: 'https://www.typescriptlang.org/',
    colour: '#3178C6',
    mark: (
      <g>
        <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
        {/* The letters drawn as lines: text inside the mark would read as the link's label. */}
        <path
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          d="M5.5 11h6M8.5 11v7.5M18 11.6c-.5-.6-1.3-.9-2.1-.9-1.1 0-1.9.6-1.9 1.5 0 2 4.1 1.1 4.1 3.4 0 1-.9 1.8-2.1 1.8-.9 0-1.8-.4-2.3-1"
        />
      </g>
    ),
  },
  {
    name: 'Vite',
    url: 'https://vite.dev/',
    colour: '#A56BFF',
    mark: (
      <path
        fill="currentColor"
        d="M22 3.5 12.4 21a.6.6 0 0 1-1 0L2 3.5l10 1.8zM14.8 2 9 3.2l-.4 6.6 1.8.4-.5 2.6 1.6-.4-.6 3.2 4.6-8.4-2 .4z"
      />
    ),
  },
  {
    name: 'Fastify',
    url: 'https://fastify.dev/',
    colour: '#9CA3AF',
    mark: (
      <path
        fill="currentColor"
        d="M23 5.5 16.5 7l.4-1.8L9.4 7.6 2 15.5l3.6-.6-2 4.1 6.2-4.4 1.2 2 2.8-3.8 2.9.9L18 9.5l1-1.5zM14.5 10.5a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8"
      />
    ),
  },
  {
    name: 'PostgreSQL',
    url: 'https://www.postgresql.org/',
    colour: '#4F8CC9',
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
        <ellipse cx="12" cy="5.5" rx="7" ry="2.8" />
        <path d="M5 5.5v13c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8v-13" />
        <path d="M5 12c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8" />
      </g>
    ),
  },
];

const useLogoClasses = themeClasses((theme) => {
  const { up } = theme.breakpoints;
  return {
    list: {
      display: 'flex',
      alignItems: 'center',
      gap: 0,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      [up('sm')]: { gap: theme.spacing(0.5) },
      '& > li': { display: 'flex' },
    },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 28,
      height: 28,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      opacity: 0.85,
      transition: theme.transitions.create(['opacity', 'background-color']),
      '&:hover': { opacity: 1, backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      '& > svg': { width: 18, height: 18 },
      [up('sm')]: { width: 36, height: 36, '& > svg': { width: 22, height: 22 } },
    },
  };
});

/**
 * The technologies the product is built on, each linking to its own site in a new tab. Plain
 * elements styled once per theme: the frame draws them on every first page.
 */
export function TechLogos() {
  const names = useLogoClasses();
  return (
    <ul data-testid="tech-logos" className={names.list}>
      {TECHNOLOGIES.map((technology) => (
        <li key={technology.name}>
          <Tooltip title={technology.name}>
            <a
              href={technology.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={technology.name}
              className={names.link}
              style={{ color: technology.colour }}
            >
              <svg viewBox="0 0 24 24" aria-hidden>
                {technology.mark}
              </svg>
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
