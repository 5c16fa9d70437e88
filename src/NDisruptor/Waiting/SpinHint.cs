using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;
using System.Threading;

namespace NDisruptor;

/// <summary>
/// The one spin hint every busy-wait loop in NDisruptor calls (docs/design.md, rule 5).
/// </summary>
/// <remarks>
/// Internal: a custom <see cref="IWaitStrategy"/> calls <see cref="Thread.SpinWait(int)"/> or the intrinsics below
/// itself; NDisruptor promises its wait strategies, not its spin helper.
/// </remarks>
/// <remarks>
/// PAUSE (x86) and YIELD (Arm64) tell the core that this is a spin loop: it stops speculating on the
/// loop condition, frees pipeline resources for a sibling hyper-thread and lowers the cost of leaving
/// the loop when the awaited store arrives. The branches are on JIT-time constants, so only
/// one instruction survives in the compiled loop.
/// </remarks>
internal static class SpinHint
{
    /// <summary>Hints to the processor that the calling thread is in a spin-wait loop.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Pause()
    {
        if (X86Base.IsSupported)
        {
            X86Base.Pause();
        }
        else if (ArmBase.IsSupported)
        {
            ArmBase.Yield();
        }
        else
        {
            Thread.SpinWait(1);
        }
    }
}
