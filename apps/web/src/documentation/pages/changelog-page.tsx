import markdown from '../../../../../docs/changelog.md?raw';
import { DocumentationPage } from '../components/documentation-page.tsx';

/** The page of `docs/changelog.md`. */
export function ChangelogPage() {
  return <DocumentationPage page="changelog" markdown={markdown} />;
}
