/* A stand-in for Windows' bcryptprimitives.dll, for running Rust .exe files under Wine 8.
 *
 * Rust's standard library takes its random seeds from ProcessPrng in bcryptprimitives.dll
 * (Windows 10 and later); Wine 8 has no such DLL, so every Rust program stops at start-up with
 * "Library bcryptprimitives.dll not found". This ProcessPrng asks BCryptGenRandom, which Wine
 * has. Test-time only: tools/wine/run builds it into its throw-away prefix; a real Windows has
 * the function, and nothing here ships.
 *
 * x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll bcryptprimitives.c -lbcrypt
 */
#include <windows.h>
#include <bcrypt.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    /* BCryptGenRandom takes a 32-bit length; larger requests go in pieces. */
    while (len > 0) {
        ULONG part = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, data, part, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return FALSE;
        data += part;
        len -= part;
    }
    return TRUE;
}
