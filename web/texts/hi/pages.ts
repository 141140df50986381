// हिन्दी: see web/texts/hi.ts.
export default {};
