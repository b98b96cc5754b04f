import { describeStoryShard } from './story-shard';

await describeStoryShard(7);
