import markdown from '../../../../../docs/third-party-components.md?raw';
import { DocumentationPage } from '../components/documentation-page.tsx';

/** The page of `docs/third-party-components.md`. */
export function ThirdPartyComponentsPage() {
  return <DocumentationPage page="third-party-components" markdown={markdown} />;
}
