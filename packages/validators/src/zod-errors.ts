import { z } from 'zod';

/** Short messages for the problems zod words generically; the field name is prefixed by the API. */
z.config({
  customError: (issue) => {
    if (issue.input === undefined) return 'is required';
    if (issue.code === 'invalid_type')
      return `must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    if (issue.code === 'invalid_union') return 'has the wrong type or format';
    if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
    if (issue.code === 'unrecognized_keys') return `has unknown fields: ${issue.keys.join(', ')}`;
    return undefined;
  },
});
