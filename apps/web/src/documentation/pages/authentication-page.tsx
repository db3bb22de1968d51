import markdown from '../../../../../docs/authentication.md?raw';
import { DocumentationPage } from '../components/documentation-page.tsx';

/** The page of `docs/authentication.md`. */
export function AuthenticationPage() {
  return <DocumentationPage page="authentication" markdown={markdown} />;
}
