// @vitest-environment node
import { MIN_NEW_PASSWORD_LENGTH } from '@flockbook/contracts/auth-constants';
import { knowledgeBaseArticles } from '@flockbook/mock-api/testing/knowledge-base/sample-data';
import { describe, expect, it } from 'vitest';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** The lengths a text gives for a password: "a password of at least eight characters". */
function passwordLengths(text: string): number[] {
  const found = text.matchAll(/password[^.<]*?at least (\w+) characters/gi);
  return [...found].map(([, length = '']) =>
    /^\d+$/.test(length) ? Number(length) : NUMBER_WORDS.indexOf(length.toLowerCase()),
  );
}

describe('knowledge-base articles', () => {
  const articles = knowledgeBaseArticles.flatMap((category) => category.articles);

  it('give the password length the registration and reset forms ask for', () => {
    const lengths = articles.flatMap((article) => passwordLengths(article.content));
    expect(lengths.length).toBeGreaterThan(0);
    expect(new Set(lengths)).toEqual(new Set([MIN_NEW_PASSWORD_LENGTH]));
  });
});
