// SHA256_Init/Update/Final are deprecated in OpenSSL 3 in favour of EVP, but
// are still the library's own implementation and, unlike EVP_Digest, do not
// load the default provider (about 2 MB and 3 ms at the start of every
// process that checks a remembered login): see docs/DECISIONS.md.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/core_names.h>
#include <openssl/rand.h>
#include <openssl/crypto.h>
#include <openssl/kdf.h>
#include <openssl/err.h>
#include <openssl/sha.h>
#include <openssl/hmac.h>
