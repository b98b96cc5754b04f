import { describeStoryShard } from './story-shard';

await describeStoryShard(5);
