/**
 * Every string the UI shows comes from a message catalogue (issue 46, item 1): this rule fails on a literal in
 * JSX text and in the attributes people read or hear (aria-label, placeholder, title, alt, label), whether written
 * as an attribute string, a string in braces or a template. Text that is not a word (punctuation, a number, an
 * arrow, `·`) passes; so do names of languages written in their own script, which no catalogue translates.
 */

const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
/** A letter of any script: text with one is words someone reads. */
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'UI text comes from the message catalogues, not literals' },
    schema: [],
    messages: {
      text: 'UI text "{{text}}" is a literal: put it in the message catalogues (en.po and ar.po) and show it with t().',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    const literalText = (node) => {
      if (!node) return undefined;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
      if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
      return undefined;
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        // A string in braces as a child: {'Save'} or {`Save ${name}`}.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== undefined && LETTER.test(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name)) return;
        const text = literalText(node.value);
        if (text !== undefined && LETTER.test(text)) report(node, text);
      },
    };
  },
};
