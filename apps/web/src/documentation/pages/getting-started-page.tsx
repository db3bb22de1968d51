import markdown from '../../../../../docs/getting-started.md?raw';
import { DocumentationPage } from '../components/documentation-page.tsx';

/** The page of `docs/getting-started.md`. */
export function GettingStartedPage() {
  return <DocumentationPage page="getting-started" markdown={markdown} />;
}
