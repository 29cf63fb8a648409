export function precompressDir(dir: string): number;
export function precompress(): {
  name: string;
  apply: 'build';
  configResolved(config: { build: { outDir: string } }): void;
  closeBundle(): void;
};
