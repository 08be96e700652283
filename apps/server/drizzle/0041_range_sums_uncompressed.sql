-- A stored range's sums are one document, about 1 MB for 5,000 ads, written by a report's first run and read
-- whole by the next reports. Compressed, its write made most of the difference between a first run that stores
-- and one that does not (on the benchmark's account about 57 against 74-98 ms), and every read decompressed
-- it again; the table holds at most 24 ranges per account. Out of line, uncompressed.
ALTER TABLE "ad_range_sums" ALTER COLUMN "sums" SET STORAGE EXTERNAL;
