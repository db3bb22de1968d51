import List from '@mui/material/List';
import { VerticalEntry } from '../../shell/navigation/components/vertical-navigation.tsx';
import type { NavigationItem } from '../../shell/navigation/index.ts';
import { useDocumentationTexts } from '../locales/use-documentation-texts.ts';
import { LiveExampleFrame } from './live-example-frame.tsx';

/** A group, a collapse and an item drawn by the navbar's own entry components. */
export function NavigationExample() {
  const texts = useDocumentationTexts().examples.navigation;
  const group: NavigationItem = {
    id: 'example.farm',
    type: 'group',
    title: texts.group,
    children: [
      {
        id: 'example.flocks',
        type: 'collapse',
        title: texts.collapse,
        icon: 'EggOutlined',
        children: [
          { id: 'example.flocks.all', type: 'item', title: texts.allFlocks, url: '/apps/flocks' },
          {
            id: 'example.flocks.new',
            type: 'item',
            title: texts.newFlock,
            url: '/apps/flocks/new',
          },
        ],
      },
      {
        id: 'example.dashboard',
        type: 'item',
        title: texts.item,
        icon: 'DashboardOutlined',
        url: '/apps/dashboards/farm',
      },
    ],
  };
  return (
    <LiveExampleFrame name="navigation" title={texts.title}>
      <List component="ul" disablePadding sx={{ maxWidth: 280, mt: -2 }}>
        <VerticalEntry item={group} nestedLevel={0} />
      </List>
    </LiveExampleFrame>
  );
}
