// Sample for the lint-rule test: a file name that is not kebab-case (check-file).
export const notKebab = true;
