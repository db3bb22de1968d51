import type { PageLayoutVariant } from './page-layout-variants.ts';

/** The JSX that starts a new screen on a variant's scaffold, as shown under "How to use". */
export function usageSnippet(variant: PageLayoutVariant): string {
  const component = variant.family === 'carded' ? 'PageCarded' : 'PageSimple';
  const { sidebar, tabbed } = variant;
  const sidebarProp = sidebar === 'start' ? 'startSidebar' : 'endSidebar';
  const imports = [component, ...(sidebar ? ['PageSidebarToggle', 'usePageSidebars'] : [])];

  const props = [
    ...(sidebar ? ['sidebars={sidebars}'] : []),
    ...(sidebar && variant.sidebarVariant !== 'inner'
      ? [`sidebarVariant="${variant.sidebarVariant}"`]
      : []),
    ...(variant.family === 'carded' && variant.headerPlacement === 'card'
      ? ['headerPlacement="card"']
      : []),
    'header={',
    '  <Stack direction="row" spacing={1} sx={{ alignItems: \'center\' }}>',
    ...(sidebar
      ? [`    <PageSidebarToggle side="${sidebar}" sidebars={sidebars} label="Sections" />`]
      : []),
    '    <Typography variant="h4" component="h1">My screen</Typography>',
    '  </Stack>',
    '}',
    ...(tabbed
      ? [
          'tabs={',
          '  <Tabs value={tab} onChange={(_, next: string) => setTab(next)}>',
          '    <Tab value="overview" label="Overview" />',
          '    <Tab value="details" label="Details" />',
          '  </Tabs>',
          '}',
        ]
      : []),
    ...(sidebar ? [`${sidebarProp}={<MySectionsList />}`] : []),
  ];

  return [
    `import { ${imports.join(', ')} } from '../../components/page-layouts/index.ts';`,
    '',
    'export function MyScreen() {',
    ...(sidebar ? ['  const sidebars = usePageSidebars();'] : []),
    ...(tabbed ? ["  const [tab, setTab] = useState('overview');"] : []),
    '  return (',
    `    <${component}`,
    ...props.map((line) => `      ${line}`),
    '    >',
    '      <MyContent />',
    `    </${component}>`,
    '  );',
    '}',
  ].join('\n');
}
