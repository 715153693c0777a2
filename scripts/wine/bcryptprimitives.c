/*
 * A stand-in for Windows' bcryptprimitives.dll, for running Go programs
 * under Wine 8 only (scripts/wine-test.sh). Go's Windows runtime (1.24 and
 * newer) fills its random seed with ProcessPrng from bcryptprimitives.dll,
 * which Windows 10 and 11 have and Wine 8 does not: without it every Go
 * .exe dies at start-up. This ProcessPrng asks advapi32's RtlGenRandom
 * (exported as SystemFunction036) for the bytes instead.
 *
 * Never shipped: the release's loopwright.exe runs on real Windows, which
 * has the real DLL.
 */
#include <windows.h>

typedef BOOLEAN (WINAPI *genrandom_fn)(PVOID, ULONG);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	static genrandom_fn gen;
	if (!gen) {
		HMODULE adv = LoadLibraryA("advapi32.dll");
		if (!adv)
			return FALSE;
		gen = (genrandom_fn)GetProcAddress(adv, "SystemFunction036");
		if (!gen)
			return FALSE;
	}
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (!gen(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}

BOOL WINAPI DllMain(HINSTANCE inst, DWORD reason, LPVOID reserved)
{
	(void)inst;
	(void)reason;
	(void)reserved;
	return TRUE;
}
