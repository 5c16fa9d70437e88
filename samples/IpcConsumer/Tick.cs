using System.Runtime.InteropServices;

namespace IpcSample;

/// <summary>The event both programs exchange. Compiled into each from this one file: the layout must match exactly.</summary>
[StructLayout(LayoutKind.Sequential)]
public struct Tick
{
    public int Producer;
    public long Counter;
    public long Price;

    /// <summary>The ring's name: both programs open the same one.</summary>
    public const string RingName = "ticks";
}
