import { describeSweepShard } from './ladle-sweep-shard';

await describeSweepShard(0);
