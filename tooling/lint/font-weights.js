// @ts-check

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('estree').Node} Node */

/**
 * The font weights the product draws (specification, section 9): light, regular and semibold.
 * The web theme maps MUI's own names to them (fontWeightMedium and fontWeightBold are 600).
 */
export const SPECIFIED_FONT_WEIGHTS = [300, 400, 600];

const WEIGHT_NAMES = [
  'inherit',
  'fontWeightLight',
  'fontWeightRegular',
  'fontWeightMedium',
  'fontWeightBold',
];

/** @param {unknown} value */
const allowed = (value) =>
  (typeof value === 'number' && SPECIFIED_FONT_WEIGHTS.includes(value)) ||
  (typeof value === 'string' &&
    (WEIGHT_NAMES.includes(value) || SPECIFIED_FONT_WEIGHTS.map(String).includes(value)));

const MESSAGE = `Draw text in the specified weights only (${SPECIFIED_FONT_WEIGHTS.join(', ')}, or the theme's names for them).`;

/** A weight written in CSS text: `font-weight: 700`, `font-weight:bold`. */
const CSS_WEIGHT = /font-weight\s*:\s*([a-z0-9]+)/gi;

/**
 * The plain values (numbers and strings) an expression may give: both sides of a condition,
 * the values of a responsive object (`{ xs: 400, md: 600 }`).
 * @param {Node | null | undefined} node
 * @returns {Array<{ node: Node, value: unknown }>}
 */
function plainValues(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return [{ node, value: node.value }];
    case 'ConditionalExpression':
      return [...plainValues(node.consequent), ...plainValues(node.alternate)];
    case 'LogicalExpression':
      return [...plainValues(node.left), ...plainValues(node.right)];
    case 'ObjectExpression':
      return node.properties.flatMap((property) =>
        property.type === 'Property' ? plainValues(/** @type {Node} */ (property.value)) : [],
      );
    default:
      return [];
  }
}

/** @param {Node} key */
const isWeightKey = (key) =>
  (key.type === 'Identifier' && key.name === 'fontWeight') ||
  (key.type === 'Literal' && (key.value === 'fontWeight' || key.value === 'font-weight'));

/** @type {RuleModule} */
export const fontWeights = {
  meta: {
    type: 'problem',
    docs: { description: 'Text is drawn only in the specified font weights.' },
    schema: [],
  },
  create(context) {
    /** @param {Array<{ node: Node, value: unknown }>} values */
    const check = (values) => {
      for (const { node, value } of values) {
        if (!allowed(value)) context.report({ node, message: MESSAGE });
      }
    };
    /** @param {Node} node @param {string} text */
    const checkCss = (node, text) => {
      for (const [, weight] of text.matchAll(CSS_WEIGHT)) {
        if (!allowed(/^\d+$/.test(weight ?? '') ? Number(weight) : weight)) {
          context.report({ node, message: MESSAGE });
        }
      }
    };
    return {
      Property(node) {
        if (isWeightKey(/** @type {Node} */ (node.key))) {
          check(plainValues(/** @type {Node} */ (node.value)));
        }
      },
      /** @param {any} node a JSX attribute (`<text fontWeight="700">`) */
      JSXAttribute(node) {
        if (node.name?.name !== 'fontWeight' && node.name?.name !== 'font-weight') return;
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        check(plainValues(value));
      },
      Literal(node) {
        if (typeof node.value === 'string') checkCss(node, node.value);
      },
      TemplateElement(node) {
        checkCss(node, node.value.raw);
      },
    };
  },
};
