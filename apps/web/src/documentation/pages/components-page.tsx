import markdown from '../../../../../docs/components.md?raw';
import { DocumentationPage } from '../components/documentation-page.tsx';
import { NavigationExample } from '../live-examples/navigation-example.tsx';
import { PageScaffoldExample } from '../live-examples/page-scaffold-example.tsx';
import { SettingsExample } from '../live-examples/settings-example.tsx';
import { SnackbarExample } from '../live-examples/snackbar-example.tsx';

const examples = {
  'page-scaffold': PageScaffoldExample,
  navigation: NavigationExample,
  settings: SettingsExample,
  snackbar: SnackbarExample,
};

/** The page of `docs/components.md`, with the shell's components live beside the text. */
export function ComponentsPage() {
  return <DocumentationPage page="components" markdown={markdown} examples={examples} />;
}
