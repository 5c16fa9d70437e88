namespace NDisruptor;

/// <summary>
/// Waiting on upstream consumers once the cursor is known to be far enough: blocking strategies park
/// on the producer only, since consumers do not signal each other.
/// </summary>
internal static class DependencyWait
{
    public static long SpinUntilDependenciesReach(long sequence, SequenceBarrier barrier)
    {
        long available;
        var spinner = default(BackoffSpinner);
        while ((available = barrier.DependentSequence) < sequence)
        {
            barrier.CheckAlert();
            spinner.SpinOnce();
        }

        return available;
    }
}
