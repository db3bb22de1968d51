import { describe, expect, it } from 'vitest';
import { sanitizeHtml, withoutEventHandlers } from './sanitize-html.ts';

describe('withoutEventHandlers', () => {
  it('takes every event handler out of the text before anything parses it', () => {
    expect(
      withoutEventHandlers(
        '<p>Click <a href="https://x.example" onclick="steal()">here</a></p>' +
          '<img src="x" onerror="steal()"><img/onload=steal()><div title="a > b" ONMOUSEOVER=\'x\'>',
      ),
    ).toBe(
      '<p>Click <a href="https://x.example" >here</a></p>' +
        '<img src="x" ><img/><div title="a > b" >',
    );
  });

  it('leaves attributes and text that only look alike', () => {
    const html =
      '<p data-note="one onion" class="on">Turn the fans on=high at 30 °C</p><a href="/once">x</a>';
    expect(withoutEventHandlers(html)).toBe(html);
  });
});

describe('sanitizeHtml: direction of the text', () => {
  it('lets each block holding text read in its own direction', () => {
    const html = sanitizeHtml(
      '<p>Hi Grace,</p><ul><li>Feed</li><li><p>Water</p></li></ul><blockquote><p>قبل</p></blockquote>' +
        '<div><p>Best regards,</p></div><p dir="rtl">كما هو</p><p> </p>',
    );
    expect(html).toBe(
      '<p dir="auto">Hi Grace,</p><ul><li dir="auto">Feed</li><li><p dir="auto">Water</p></li></ul>' +
        '<blockquote><p dir="auto">قبل</p></blockquote><div><p dir="auto">Best regards,</p></div>' +
        '<p dir="rtl">كما هو</p><p> </p>',
    );
  });

  it('counts inline elements as the block text they are', () => {
    expect(sanitizeHtml('<li><strong>6 tonnes</strong> of feed<ul><li>grower</li></ul></li>')).toBe(
      '<li dir="auto"><strong>6 tonnes</strong> of feed<ul><li dir="auto">grower</li></ul></li>',
    );
    expect(sanitizeHtml('<li><ul><li>grower</li></ul></li>')).toBe(
      '<li><ul><li dir="auto">grower</li></ul></li>',
    );
  });
});
