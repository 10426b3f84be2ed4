
static crc32_context;
