import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The demo account's data and files, kept beside the stand-in's code (emulator/seed-data). */
const SEED_DATA_DIR = path.resolve(__dirname, '../../seed-data');

/** A JSON file of the demo data, read as the shape its generator expects. */
export function readSeedData<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(SEED_DATA_DIR, name), 'utf8')) as T;
}

// the seed is built at every start and reset; each file is read once
const files = new Map<string, Buffer>();

/** A checked-in file of emulator/seed-data/files. */
export function seedFile(name: string): Buffer {
  let data = files.get(name);
  if (!data) {
    data = readFileSync(path.join(SEED_DATA_DIR, 'files', name));
    files.set(name, data);
  }
  return data;
}
