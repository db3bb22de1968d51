import markdown from '../../../../../docs/mui-components.md?raw';
import { DocumentationPage } from '../components/documentation-page.tsx';

/** The page of `docs/mui-components.md`. */
export function MuiComponentsPage() {
  return <DocumentationPage page="mui-components" markdown={markdown} />;
}
