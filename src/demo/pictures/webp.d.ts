declare module '*.webp' {
  const path: string;
  export default path;
}
