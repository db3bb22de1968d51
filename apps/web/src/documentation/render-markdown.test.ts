import { describe, expect, it } from 'vitest';
import { renderMarkdown, slugify } from './render-markdown.ts';

const sample = [
  '# Sample guide',
  '',
  'Intro with a [link](/documentation/authentication).',
  '',
  '## Install and start',
  '',
  '```sh',
  'npm ci && npm start',
  '```',
  '',
  '### Forms',
  '',
  '<!-- live-example: snackbar -->',
  '',
  '## Install and start',
  '',
  '<script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
  '',
  '[bad](javascript:alert(1)) and <a href="javascript:alert(2)">worse</a>',
].join('\n');

describe('renderMarkdown', () => {
  it('takes the title, gives headings unique anchors and keeps code blocks left to right', () => {
    const doc = renderMarkdown(sample);
    expect(doc.title).toBe('Sample guide');
    expect(doc.headings).toEqual([
      { id: 'install-and-start', text: 'Install and start', level: 2 },
      { id: 'forms', text: 'Forms', level: 3 },
      { id: 'install-and-start-2', text: 'Install and start', level: 2 },
    ]);
    const html = doc.parts.map((part) => (part.kind === 'html' ? part.html : '')).join('');
    expect(html).not.toContain('Sample guide');
    expect(html).toContain('<h2 dir="auto" id="install-and-start">');
    expect(html).toContain('<h3 dir="auto" id="forms">');
    expect(html).toMatch(
      /<pre dir="ltr" tabindex="0"><code class="language-sh" dir="ltr">npm ci &amp;&amp; npm start/,
    );
  });

  it('puts live examples where the Markdown names them', () => {
    const kinds = renderMarkdown(sample).parts.map((part) =>
      part.kind === 'html' ? 'html' : part.name,
    );
    expect(kinds).toEqual(['html', 'snackbar', 'html']);
  });

  it('strips scripts, event handlers and javascript: links from HTML in the Markdown', () => {
    const html = renderMarkdown(sample)
      .parts.map((part) => (part.kind === 'html' ? part.html : ''))
      .join('');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hacked');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('>bad</a>');
    expect(html).toContain('<img src="x">');
  });

  it('makes anchors of any heading text', () => {
    expect(slugify('OpenID Connect and Firebase sign-in')).toBe(
      'openid-connect-and-firebase-sign-in',
    );
    expect(slugify('`DATA_DIR` & `DATABASE_URL`')).toBe('data-dir-database-url');
    expect(slugify('Ağ ayarları')).toBe('ag-ayarlar');
    expect(slugify('العربية')).toBe('section');
  });
});
